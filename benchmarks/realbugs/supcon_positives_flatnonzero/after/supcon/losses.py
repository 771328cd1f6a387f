import jax
import jax.numpy as jnp


def anchor_loss(anchor, embeddings, labels, temperature):
    """Supervised contrastive loss of one anchor: its same-label samples against all the others."""
    logits = embeddings @ embeddings[anchor] / temperature
    others = jnp.arange(labels.shape[0]) != anchor
    log_denominator = jax.nn.logsumexp(jnp.where(others, logits, -jnp.inf))
    # a mask of the positives keeps the shapes fixed, whatever the number of same-label samples
    positives = (labels == labels[anchor]) & others
    log_probs = jnp.where(positives, logits - log_denominator, 0.0)
    return -jnp.sum(log_probs) / jnp.maximum(jnp.sum(positives), 1)


def supcon_loss(embeddings, labels, temperature=0.1):
    embeddings = embeddings / jnp.linalg.norm(embeddings, axis=1, keepdims=True)
    per_anchor = jax.vmap(anchor_loss, in_axes=(0, None, None, None))(
        jnp.arange(labels.shape[0]), embeddings, labels, temperature)
    return jnp.mean(per_anchor)
