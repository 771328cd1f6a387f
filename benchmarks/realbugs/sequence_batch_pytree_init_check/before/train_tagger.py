import jax

from seqtag.batch import SequenceBatch
from seqtag.tagger import TaggerTrainer


def make_batches(n=3, batch_size=4, width=10, vocab=20, num_tags=5):
    key = jax.random.PRNGKey(0)
    batches = []
    for _ in range(n):
        key, k_tok, k_len = jax.random.split(key, 3)
        tokens = jax.random.randint(k_tok, (batch_size, width), 0, vocab)
        lengths = jax.random.randint(k_len, (batch_size,), 3, width + 1)
        batches.append(SequenceBatch(tokens, tokens % num_tags, lengths))
    return batches


def main(vocab=20, num_tags=5, dim=8):
    k_e, k_o = jax.random.split(jax.random.PRNGKey(1))
    params = {"embed": 0.1 * jax.random.normal(k_e, (vocab, dim)), "out": 0.1 * jax.random.normal(k_o, (dim, num_tags))}
    return TaggerTrainer(learning_rate=0.5).fit(params, make_batches())


if __name__ == "__main__":
    print(main()[1])
