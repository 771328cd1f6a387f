import os

import jax.numpy as jnp


class Checkpointer:
    """Keeps the latest weights of a run as .npy files in one directory."""

    def __init__(self, directory):
        self.directory = directory
        os.makedirs(directory, exist_ok=True)

    def path(self, name):
        return os.path.join(self.directory, f"{name}.npy")

    def save(self, name, weights):
        with open(self.path(name), "wb") as handle:
            jnp.save(handle, weights)
