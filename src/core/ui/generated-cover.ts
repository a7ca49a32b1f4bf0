/** The generated cover's colours: defined with the contract, since the server draws it too. */
export * from '../api/contract/cover-art';
