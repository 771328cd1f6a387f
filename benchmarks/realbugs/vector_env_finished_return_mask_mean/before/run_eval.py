import jax
import jax.numpy as jnp

from batched_rl.evaluate import evaluate_policy


def main():
    arm_means = jax.random.uniform(jax.random.PRNGKey(0), (6, 3))
    lengths = jnp.array([4, 8, 12, 6, 10, 8])
    logits = jnp.array([0.0, 1.0, 2.0])
    return float(evaluate_policy(logits, arm_means, lengths, jax.random.PRNGKey(1)))


if __name__ == "__main__":
    print(main())
