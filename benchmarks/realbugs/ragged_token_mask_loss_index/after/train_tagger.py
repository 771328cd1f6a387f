import jax

from seqtag.data import pad_batch, synthetic_corpus
from seqtag.model import init_tagger
from seqtag.train import update


def main(epochs=3, batch_size=8, max_len=12):
    corpus = synthetic_corpus(32, vocab_size=20, num_tags=3, seed=0)
    params = init_tagger(jax.random.PRNGKey(0), vocab_size=20, num_tags=3, hidden=16)
    losses = []
    for _ in range(epochs):
        for start in range(0, len(corpus), batch_size):
            batch = pad_batch(corpus[start:start + batch_size], max_len)
            params, loss = update(params, batch, 0.5)
            losses.append(float(loss))
    return losses


if __name__ == "__main__":
    print(main())
