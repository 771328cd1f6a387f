import jax
import jax.numpy as jnp

from clfmetrics import metrics


@jax.jit
def eval_step(weights, features, labels):
    logits = features @ weights
    return {
        "accuracy": metrics.accuracy(logits, labels),
        "confidence": metrics.mean_confidence(logits),
        "nll": metrics.negative_log_likelihood(logits, labels),
    }


def main():
    features = jax.random.normal(jax.random.PRNGKey(0), (200, 10))
    weights = jax.random.normal(jax.random.PRNGKey(1), (10, 4))
    labels = jnp.argmax(features @ weights + 0.5 * jax.random.normal(jax.random.PRNGKey(2), (200, 4)), axis=-1)
    return {name: float(value) for name, value in eval_step(weights, features, labels).items()}


if __name__ == "__main__":
    print(main())
