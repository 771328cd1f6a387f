import jax.numpy as jnp

from orbits import Orbit


def main():
    orbit = Orbit(semi_major_axis=1.5, eccentricity=0.4, period=2.0)
    times = jnp.linspace(0.0, 2.0, 50)
    return orbit.positions(times)


if __name__ == "__main__":
    xy = main()
    print(xy.shape, xy[:3])
