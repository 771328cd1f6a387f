import jax
import jax.numpy as jnp

from pararl import ParallelRunner


def main(horizon=20):
    runner = ParallelRunner(horizon=horizon)
    key = jax.random.PRNGKey(1)
    start_states = jax.random.normal(key, (runner.num_replicas, 2)) * 0.1
    params = jnp.array([-1.0, -0.5])
    returns = runner.evaluate(params, start_states)
    return returns


if __name__ == "__main__":
    print(main())
