import jax.numpy as jnp

from .train import train_many


def sweep_learning_rates(params, x, y, learning_rates, num_steps=200):
    """Final training loss for each learning rate, all runs from the same initialisation."""
    return train_many(params, x, y, jnp.asarray(learning_rates), num_steps)
