import jax
import jax.numpy as jnp

from chaos.ensemble import EnsembleRunner


def main(members=8):
    y0s = jnp.array([1.0, 1.0, 20.0]) + 1e-3 * jax.random.normal(jax.random.PRNGKey(0), (members, 3))
    times, trajectories = EnsembleRunner().run(y0s, 10.0, 2001)
    return times, trajectories


if __name__ == "__main__":
    times, trajectories = main()
    print(trajectories[:, -1].std(axis=0))
