// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IDevnetErc20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

/// @title A fixed-rate swap desk for the Sigil devnet.
/// @notice Swaps the chain's native currency and listed ERC-20s at rates the owner sets, so
/// that devnet's swap quotes are exact and its swaps move real balances. Not a market: no
/// curve, no oracle; the rates mirror devnet's fixed USD price table.
contract DevnetSwap {
    /// @notice The address that stands for the native currency, as hosted swap APIs use it.
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;

    address public immutable owner;
    /// @notice Fee kept by the desk, in basis points of the output.
    uint16 public immutable feeBps;
    /// @notice USD value of one base unit of a token, scaled by 1e18; 0 means not listed.
    mapping(address => uint256) public unitPrice;

    bool private locked;

    event Swap(
        address indexed sender,
        address indexed recipient,
        address tokenIn,
        address tokenOut,
        uint256 amountIn,
        uint256 amountOut
    );

    error NotOwner();
    error NotListed(address token);
    error SameToken();
    error ZeroAmount();
    error WrongValue(uint256 sent, uint256 expected);
    error Slippage(uint256 amountOut, uint256 minAmountOut);
    error InsufficientLiquidity(uint256 available, uint256 required);
    error NativeTransferFailed();
    error Reentrancy();

    constructor(address[] memory tokens, uint256[] memory prices, uint16 fee) {
        require(tokens.length == prices.length, "tokens and prices differ in length");
        require(fee < 10_000, "fee must be below 100%");
        owner = msg.sender;
        feeBps = fee;
        for (uint256 i = 0; i < tokens.length; i++) unitPrice[tokens[i]] = prices[i];
    }

    receive() external payable {}

    function setUnitPrice(address token, uint256 price) external {
        if (msg.sender != owner) revert NotOwner();
        unitPrice[token] = price;
    }

    /// @notice What `amountIn` of `tokenIn` buys of `tokenOut`, after the fee.
    function quote(address tokenIn, address tokenOut, uint256 amountIn) public view returns (uint256) {
        if (tokenIn == tokenOut) revert SameToken();
        uint256 priceIn = unitPrice[tokenIn];
        uint256 priceOut = unitPrice[tokenOut];
        if (priceIn == 0) revert NotListed(tokenIn);
        if (priceOut == 0) revert NotListed(tokenOut);
        uint256 gross = (amountIn * priceIn) / priceOut;
        return gross - (gross * feeBps) / 10_000;
    }

    /// @notice How much of `token` the desk holds.
    function liquidity(address token) public view returns (uint256) {
        return token == NATIVE ? address(this).balance : IDevnetErc20(token).balanceOf(address(this));
    }

    /// @notice Swaps `amountIn` of `tokenIn` (sent as value when native, else pulled with an
    /// allowance) for at least `minAmountOut` of `tokenOut`, paid to `recipient`.
    function swapExactIn(
        address tokenIn,
        address tokenOut,
        uint256 amountIn,
        uint256 minAmountOut,
        address recipient
    ) external payable returns (uint256 amountOut) {
        if (locked) revert Reentrancy();
        locked = true;
        if (amountIn == 0) revert ZeroAmount();
        amountOut = quote(tokenIn, tokenOut, amountIn);
        if (amountOut < minAmountOut) revert Slippage(amountOut, minAmountOut);
        uint256 available = liquidity(tokenOut);
        if (available < amountOut) revert InsufficientLiquidity(available, amountOut);

        if (tokenIn == NATIVE) {
            if (msg.value != amountIn) revert WrongValue(msg.value, amountIn);
        } else {
            if (msg.value != 0) revert WrongValue(msg.value, 0);
            IDevnetErc20(tokenIn).transferFrom(msg.sender, address(this), amountIn);
        }

        if (tokenOut == NATIVE) {
            (bool sent, ) = recipient.call{value: amountOut}("");
            if (!sent) revert NativeTransferFailed();
        } else {
            IDevnetErc20(tokenOut).transfer(recipient, amountOut);
        }
        emit Swap(msg.sender, recipient, tokenIn, tokenOut, amountIn, amountOut);
        locked = false;
    }
}
