import jax.numpy as jnp
import numpy as np


def add_action_noise(actions, scale):
    noise = np.random.normal(size=actions.shape)  # expect: JXL402
    return jnp.clip(actions + scale * noise, -1.0, 1.0)
