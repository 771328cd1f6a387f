"""Bayesian logistic regression fitted by SVI in chunks, reporting the loss after each chunk."""
import jax
import jax.numpy as jnp

from vinfer import SVI, DiagonalNormalGuide

X = jax.random.normal(jax.random.PRNGKey(1), (100, 3))
Y = (X @ jnp.array([1.5, -1.0, 0.5]) > 0).astype(jnp.float32)


def log_joint(w):
    logits = X @ w
    log_lik = jnp.sum(Y * jax.nn.log_sigmoid(logits) + (1 - Y) * jax.nn.log_sigmoid(-logits))
    return log_lik - 0.5 * jnp.sum(w ** 2)


svi = SVI(log_joint, DiagonalNormalGuide(3))


def fit(num_chunks=10, steps_per_chunk=100):
    state = svi.init(jax.random.PRNGKey(0))
    for chunk in range(num_chunks):
        state = svi.run(state, steps_per_chunk)
        print(f"chunk {chunk}: loss {float(state.loss):.3f}")
    return state


if __name__ == "__main__":
    print(fit().params["loc"])
