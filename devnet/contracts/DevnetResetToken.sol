// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title An ERC-20 with the allowance rule of Tether's USDT, for tests of Sigil's allowance reset.
/// @notice `approve` refuses to change a non-zero allowance to another non-zero value, and neither
/// `approve` nor `transfer` returns a value, as on the deployed USDT contracts. Not deployed at start.
contract DevnetResetToken {
    uint8 public constant decimals = 6;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(uint256 supply) {
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function approve(address spender, uint256 value) external {
        require(value == 0 || allowance[msg.sender][spender] == 0, "set the allowance to zero first");
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
    }

    function transfer(address to, uint256 value) external {
        require(balanceOf[msg.sender] >= value, "balance too low");
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
    }
}
