import jax.numpy as jnp
import numpy as np

from orbitkit import propagate_fleet

# semi-major axis [km], eccentricity, period [s], time of perigee [s]
FLEET = [
    [7000.0, 0.001, 5828.5, 0.0],
    [26560.0, 0.01, 43082.0, 120.0],
    [24400.0, 0.72, 37800.0, 0.0],
]


def track(times):
    elements = jnp.asarray(FLEET)
    return np.stack([np.asarray(propagate_fleet(elements, t)) for t in times])


if __name__ == "__main__":
    print(track([0.0, 1800.0, 3600.0]))
