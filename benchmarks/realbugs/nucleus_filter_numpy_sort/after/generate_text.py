import jax
import jax.numpy as jnp

from chargen.generator import BigramGenerator

TEXT = "abracadabra abracadabra cadabra abra "


def bigram_log_probs(text, smoothing=0.01):
    vocab = sorted(set(text))
    counts = jnp.full((len(vocab), len(vocab)), smoothing)
    for a, b in zip(text, text[1:]):
        counts = counts.at[vocab.index(a), vocab.index(b)].add(1.0)
    return vocab, jnp.log(counts / counts.sum(axis=1, keepdims=True))


def main(num_sequences=32, length=40):
    vocab, log_probs = bigram_log_probs(TEXT)
    generator = BigramGenerator(log_probs, top_p=0.9)
    start = jnp.full((num_sequences,), vocab.index("a"))
    samples = generator.generate(jax.random.PRNGKey(0), start, length)
    return vocab, log_probs, samples


if __name__ == "__main__":
    vocab, _, samples = main(num_sequences=3)
    for row in samples:
        print("".join(vocab[int(i)] for i in row))
