import jax.numpy as jnp

from lightscene import Scene, fit, init_scene

CENTERS = [(8.0, 8.0), (12.0, 14.0), (20.0, 6.0)]
truth = Scene(amplitudes=jnp.array([3.0, 1.0, 2.0]), centers=jnp.asarray(CENTERS), width=1.5, step=jnp.asarray(0))
observation = truth.render((28, 28))


def deblend(num_steps=20):
    return fit(init_scene(CENTERS), observation, num_steps)


def resume(scene, num_steps=10):
    return fit(scene, observation, num_steps)
