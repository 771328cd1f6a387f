import jax.numpy as jnp

from fiatshamir import DuplexTranscript


def query_indices(commitments, num_queries=4, domain_size=64):
    transcript = DuplexTranscript()
    for commitment in commitments:
        transcript.absorb(commitment)
    return transcript.sample(num_queries) % domain_size


def run():
    commitments = [jnp.array([1, 2, 3, 4]), jnp.array([5, 6, 7, 8])]
    return query_indices(commitments)
