import jax.numpy as jnp

from orbitkit import Ephemeris, Orbit

CATALOGUE = Orbit(
    semi_major_axis=jnp.array([1.0, 2.77, 17.8, 0.39]),
    eccentricity=jnp.array([0.0167, 0.0758, 0.967, 0.2056]),
    period=jnp.array([365.25, 1680.0, 27510.0, 88.0]),
    time_of_periapsis=jnp.array([3.0, 120.0, 9000.0, 10.0]),
)


def main():
    times = jnp.linspace(0.0, 3000.0, 64)
    return CATALOGUE, times, Ephemeris().positions(CATALOGUE, times)


if __name__ == "__main__":
    _, _, xy = main()
    print(xy.shape, xy[:, -1])
