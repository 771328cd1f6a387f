import logging

import jax

from textcls.model import init_model
from textcls.trainer import Trainer

VOCAB = 50


def make_batches(key, num_batches=40, batch_size=32, length=12):
    batches = []
    for batch_key in jax.random.split(key, num_batches):
        label_key, token_key = jax.random.split(batch_key)
        labels = jax.random.randint(label_key, (batch_size,), 0, 2)
        # class 0 draws tokens from the lower half of the vocabulary, class 1 from the upper half
        tokens = jax.random.randint(token_key, (batch_size, length), 0, VOCAB // 2) + labels[:, None] * (VOCAB // 2)
        batches.append((tokens, labels))
    return batches


def main():
    logging.basicConfig(level=logging.INFO)
    params = init_model(jax.random.PRNGKey(0), VOCAB, 16, 2)
    batches = make_batches(jax.random.PRNGKey(1))
    return Trainer().fit(params, batches)


if __name__ == "__main__":
    main()
