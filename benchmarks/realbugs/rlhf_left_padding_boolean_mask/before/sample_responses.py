import jax
import numpy as np

from lmrl.policy import init_policy
from lmrl.rollout import make_rollout

VOCAB, PAD, STOP = 40, 0, 1


def tokenize_batch(queries, max_len):
    """Right-padded query batch, as the dataset stores it."""
    batch = np.full((len(queries), max_len), PAD, np.int32)
    for i, query in enumerate(queries):
        batch[i, :len(query)] = query
    return batch


def main(num_batches=3, response_length=8, seed=0):
    rng = np.random.default_rng(seed)
    params = init_policy(jax.random.PRNGKey(seed), VOCAB)
    rollout = make_rollout(PAD, response_length, STOP)
    key = jax.random.PRNGKey(seed + 1)
    batches = []
    for _ in range(num_batches):
        queries = [rng.integers(2, VOCAB, size=rng.integers(3, 10)).tolist() for _ in range(6)]
        key, k_sample = jax.random.split(key)
        left_padded, responses = rollout(params, tokenize_batch(queries, 12), k_sample)
        batches.append((queries, np.asarray(left_padded), np.asarray(responses)))
    print(f"sampled {num_batches} batches of {len(batches[0][0])} responses of {response_length} tokens")
    return batches


if __name__ == "__main__":
    main()
