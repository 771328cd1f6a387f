import jax
import numpy as np

from charlm.bigram import CharBigram
from charlm.sampling import sample_next

CORPUS = ("the quick brown fox jumps over the lazy dog. " * 20
          + "pack my box with five dozen liquor jugs. " * 20
          + "how vexingly quick daft zebras jump. " * 20)


def generate(model, prompt, max_new_tokens, key, temperature=1.0, top_k=None, num_samples=4):
    ids = np.tile(model.encode(prompt), (num_samples, 1))
    for _ in range(max_new_tokens):
        key, step_key = jax.random.split(key)
        next_ids = sample_next(model.next_logits(ids[:, -1]), step_key, temperature=temperature, top_k=top_k)
        ids = np.concatenate([ids, np.asarray(next_ids)[:, None]], axis=1)
    return ids


def main(top_k=1, max_new_tokens=40):
    model = CharBigram(CORPUS)
    ids = generate(model, "the ", max_new_tokens, jax.random.PRNGKey(0), temperature=0.8, top_k=top_k)
    return model, ids


if __name__ == "__main__":
    model, ids = main(top_k=3)
    for row in ids:
        print(repr(model.decode(row)))
