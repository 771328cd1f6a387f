import jax
import jax.numpy as jnp

from dialog_eval.evaluator import DiversityEvaluator


def main():
    params = {"table": 2.0 * jax.random.normal(jax.random.PRNGKey(0), (40, 40))}
    prompts = jnp.arange(8)
    return DiversityEvaluator(response_length=12)(params, prompts, jax.random.PRNGKey(1))


if __name__ == "__main__":
    print(main())
