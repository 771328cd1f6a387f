import jax.numpy as jnp

from orbits.elements import Ephemeris, KeplerOrbit


def main():
    orbit = KeplerOrbit(semi_major_axis=1.0, eccentricity=0.25, period=1.0)
    times = jnp.linspace(0.0, 1.0, 50)
    xy = Ephemeris(orbit)(times)
    r = jnp.linalg.norm(xy, axis=1)
    print(f"perihelion {float(r.min()):.4f}, aphelion {float(r.max()):.4f}")
    return xy


if __name__ == "__main__":
    main()
