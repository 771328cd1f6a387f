import jax
import jax.numpy as jnp


def nt_xent(z_a, z_b, temperature=0.5):
    """SimCLR's normalized temperature-scaled cross entropy over 2N views; row i's positive is its other view."""
    n = z_a.shape[0]
    z = jnp.concatenate([z_a, z_b])
    z = z / jnp.linalg.norm(z, axis=1, keepdims=True)
    sim = z @ z.T / temperature
    # a view is never its own negative: its similarity with itself is masked out of the softmax
    logits = jnp.where(jnp.eye(2 * n, dtype=bool), -jnp.inf, sim)
    positives = jnp.concatenate([jnp.arange(n) + n, jnp.arange(n)])
    log_probs = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.mean(log_probs[jnp.arange(2 * n), positives])
