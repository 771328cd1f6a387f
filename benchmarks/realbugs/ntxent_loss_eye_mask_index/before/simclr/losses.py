import jax
import jax.numpy as jnp


def nt_xent(z_a, z_b, temperature=0.5):
    """SimCLR's normalized temperature-scaled cross entropy over 2N views; row i's positive is its other view."""
    n = z_a.shape[0]
    z = jnp.concatenate([z_a, z_b])
    z = z / jnp.linalg.norm(z, axis=1, keepdims=True)
    sim = z @ z.T / temperature
    not_self = ~jnp.eye(2 * n, dtype=bool)
    logits = sim[not_self].reshape(2 * n, 2 * n - 1)  # expect: JXL107
    # with the diagonal removed, view i < n finds its positive i + n one column to the left
    positives = jnp.concatenate([jnp.arange(n) + n - 1, jnp.arange(n)])
    log_probs = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.mean(log_probs[jnp.arange(2 * n), positives])
