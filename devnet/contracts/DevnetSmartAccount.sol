// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title A minimal smart account for the Sigil devnet, owned by one EOA.
/// @notice ERC-1271: a signature is valid for this account when the owner signed the same
/// hash (65-byte r, s, v; low s). The owner may also make calls from the account. This is a
/// test fixture: one owner signature is valid for every account of that owner.
contract DevnetSmartAccount {
    bytes4 internal constant ERC1271_MAGIC = 0x1626ba7e;
    bytes4 internal constant ERC1271_INVALID = 0xffffffff;
    uint256 internal constant HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    address public immutable owner;

    error NotOwner();
    error CallFailed(bytes reason);

    constructor(address owner_) {
        owner = owner_;
    }

    receive() external payable {}

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return ERC1271_INVALID;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        if (uint256(s) > HALF_ORDER || (v != 27 && v != 28)) return ERC1271_INVALID;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? ERC1271_MAGIC : ERC1271_INVALID;
    }

    function execute(address to, uint256 value, bytes calldata data) external returns (bytes memory) {
        if (msg.sender != owner) revert NotOwner();
        (bool ok, bytes memory result) = to.call{value: value}(data);
        if (!ok) revert CallFailed(result);
        return result;
    }
}

/// @title Deploys DevnetSmartAccount at a CREATE2 address known before deployment.
/// @notice `accountAddress(owner, salt)` is where `createAccount(owner, salt)` puts the
/// account, so an ERC-6492 signature can name this factory and that call for an account
/// that does not exist yet.
contract DevnetSmartAccountFactory {
    event AccountCreated(address indexed account, address indexed owner, bytes32 salt);

    function createAccount(address owner, bytes32 salt) external returns (address account) {
        account = accountAddress(owner, salt);
        if (account.code.length > 0) return account;
        account = address(new DevnetSmartAccount{salt: salt}(owner));
        emit AccountCreated(account, owner, salt);
    }

    function accountAddress(address owner, bytes32 salt) public view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(DevnetSmartAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, codeHash)))));
    }
}
