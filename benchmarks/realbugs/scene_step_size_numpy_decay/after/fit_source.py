import jax.numpy as jnp

from blobfit import Scene, fit

TRUTH = Scene(jnp.asarray(100.0), jnp.array([12.0, 9.0]), jnp.asarray(2.0))
IMAGE = TRUTH.render((24, 24))


def run(max_iter=20):
    start = Scene(jnp.asarray(80.0), jnp.array([11.0, 10.0]), jnp.asarray(2.5))
    return fit(start, IMAGE, max_iter)


if __name__ == "__main__":
    scene, losses = run()
    print(losses[0], losses[-1], scene.center)
