import jax
import jax.numpy as jnp

from .lm import next_log_probs


def expand_beam(table, score, seq, k):
    """The k best one-token extensions of a beam, each as (total log-probability, tokens)."""
    top_scores, top_tokens = jax.lax.top_k(next_log_probs(table, seq[-1]), k)
    return [(score + top_scores[i], seq + [top_tokens[i]]) for i in range(k)]


def sequence_log_prob(table, seq):
    total = 0.0
    for prev, tok in zip(seq[:-1], seq[1:]):
        total = total + next_log_probs(table, prev)[tok]
    return total


def greedy(table, start_token, max_len):
    seq = [jnp.int32(start_token)]
    for _ in range(max_len):
        seq.append(jnp.argmax(next_log_probs(table, seq[-1])).astype(jnp.int32))
    return jnp.stack(seq)
