import jax.numpy as jnp

from orbits import Leapfrog, SystemState


def inner_system():
    masses = jnp.array([1.0, 3.0e-6, 3.2e-7])  # Sun, Earth, Mars
    positions = jnp.array([[0.0, 0.0, 0.0], [1.0, 0.0, 0.0], [0.0, 1.52, 0.0]])
    velocities = jnp.array([[0.0, 0.0, 0.0], [0.0, 6.28, 0.0], [-5.09, 0.0, 0.0]])
    return masses, SystemState(positions, velocities)


def main(years=2.0, dt=1e-3):
    masses, state = inner_system()
    final, track = Leapfrog(masses, dt).evolve(state, int(years / dt))
    return final, track


if __name__ == "__main__":
    final, _ = main()
    print("Earth-Sun distance after 2 yr:", float(jnp.linalg.norm(final.positions[1] - final.positions[0])))
