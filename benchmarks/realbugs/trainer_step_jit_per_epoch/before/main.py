import jax
import jax.numpy as jnp

from trainer import Trainer


def fit(batches, n_epochs=3):
    trainer = Trainer()
    params = jnp.zeros((3, 1))
    for _ in range(n_epochs):
        for batch in batches:
            params = jax.jit(trainer.step)(params, batch)  # expect: JXL501
    return params
