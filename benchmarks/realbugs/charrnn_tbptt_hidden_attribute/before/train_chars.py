import jax
import jax.numpy as jnp

from charrnn.model import ElmanRNN
from charrnn.trainer import TBPTTTrainer

TEXT = "the quick brown fox jumps over the lazy dog " * 4
CHUNK = 8


def make_chunks(text, batch_size=2):
    vocab = sorted(set(text))
    ids = jnp.array([vocab.index(c) for c in text])
    per_row = (len(ids) - 1) // batch_size
    inputs = ids[: per_row * batch_size].reshape(batch_size, per_row)
    targets = ids[1: per_row * batch_size + 1].reshape(batch_size, per_row)
    chunks = [(inputs[:, s: s + CHUNK], targets[:, s: s + CHUNK]) for s in range(0, per_row - CHUNK + 1, CHUNK)]
    return vocab, chunks


def main():
    vocab, chunks = make_chunks(TEXT)
    model = ElmanRNN(len(vocab), 16)
    trainer = TBPTTTrainer(model)
    params, losses = trainer.fit(model.init(jax.random.PRNGKey(0)), chunks)
    return losses


if __name__ == "__main__":
    print(main())
