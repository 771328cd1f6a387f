import jax
import jax.numpy as jnp

from dataaug import add_sensor_noise


@jax.jit
def augment(batch):
    batch = batch / jnp.max(jnp.abs(batch))
    return add_sensor_noise(batch)


def two_epochs():
    batch = jnp.linspace(-1.0, 1.0, 16).reshape(4, 4)
    return augment(batch), augment(batch)
