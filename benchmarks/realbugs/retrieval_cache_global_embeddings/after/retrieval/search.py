import jax.numpy as jnp

from retrieval.cache import recall


def top_k(query_embedding, k):
    scores = recall("documents") @ query_embedding
    return jnp.argsort(-scores)[:k]
