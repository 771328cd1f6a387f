import jax
import jax.numpy as jnp


def anchor_loss(anchor, embeddings, labels, temperature):
    """Supervised contrastive loss of one anchor: its same-label samples against all the others."""
    logits = embeddings @ embeddings[anchor] / temperature
    others = jnp.arange(labels.shape[0]) != anchor
    log_denominator = jax.nn.logsumexp(jnp.where(others, logits, -jnp.inf))
    positives = jnp.flatnonzero((labels == labels[anchor]) & others)  # expect: JXL106
    return -jnp.mean(logits[positives] - log_denominator)


def supcon_loss(embeddings, labels, temperature=0.1):
    embeddings = embeddings / jnp.linalg.norm(embeddings, axis=1, keepdims=True)
    per_anchor = jax.vmap(anchor_loss, in_axes=(0, None, None, None))(
        jnp.arange(labels.shape[0]), embeddings, labels, temperature)
    return jnp.mean(per_anchor)
