import jax
import jax.numpy as jnp

from tinylm.model import init_bigram
from tinylm.sampling import generate

VOCAB = list("abcdefghijklmnopqrstuvwxyz ")


def main():
    params = init_bigram(jax.random.PRNGKey(0), len(VOCAB))
    prompt = jnp.array([VOCAB.index(c) for c in "the "])
    outputs = []
    for seed, (temperature, top_p) in enumerate([(0.8, 0.9), (1.0, 1.0), (0.5, 0.95)]):
        tokens = generate(params, prompt, jax.random.PRNGKey(seed), temperature, top_p,
                          max_new_tokens=12, top_k=8)
        outputs.append("".join(VOCAB[int(t)] for t in tokens))
    return outputs


if __name__ == "__main__":
    for line in main():
        print(line)
