import jax
import jax.numpy as jnp

from camcal.calibrate import Calibrator
from camcal.projection import project

TRUE_PARAMS = jnp.array([800.0, 320.0, 240.0, -0.05])


def make_observations(n=50):
    key = jax.random.PRNGKey(0)
    xy = jax.random.uniform(key, (n, 2), minval=-1.0, maxval=1.0)
    depth = jax.random.uniform(jax.random.fold_in(key, 1), (n, 1), minval=4.0, maxval=8.0)
    points = jnp.concatenate([xy, depth], axis=1)
    return points, project(TRUE_PARAMS, points)


def main(steps=5):
    points, pixels = make_observations()
    calibrator = Calibrator(points, pixels)
    return calibrator.run(jnp.array([760.0, 300.0, 250.0, 0.0]), steps)


if __name__ == "__main__":
    print(main())
