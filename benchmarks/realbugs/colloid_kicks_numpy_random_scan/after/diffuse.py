import jax
import jax.numpy as jnp

from colloids.dynamics import make_simulator


def simulate_free(key, n_particles, n_steps):
    simulate = make_simulator(lambda x: jnp.zeros_like(x), n_steps)
    return simulate(jnp.zeros((n_particles, 2)), key)


def main():
    traj = simulate_free(jax.random.PRNGKey(1), n_particles=2000, n_steps=100)
    msd = float(jnp.mean(jnp.sum((traj[-1] - traj[0]) ** 2, axis=1)))
    print(f"msd after 100 steps: {msd:.3f} (expected 4.0)")
    assert abs(msd - 4.0) < 0.8


if __name__ == "__main__":
    main()
