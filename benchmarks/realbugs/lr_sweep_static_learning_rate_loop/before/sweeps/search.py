import jax.numpy as jnp

from .train import train_model


def sweep_learning_rates(params, x, y, learning_rates, num_steps=200):
    """Final training loss for each learning rate, all runs from the same initialisation."""
    losses = []
    for lr in learning_rates:
        losses.append(train_model(params, x, y, learning_rate=lr, num_steps=num_steps))  # expect: JXL503
    return jnp.stack(losses)
