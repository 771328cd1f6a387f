import jax

from intentclf.model import init_params
from intentclf.train import train_epoch

VOCAB, DIM, INTENTS, BATCHES = 30, 8, 4, 4


def make_epoch(key):
    k_tokens, k_labels = jax.random.split(key)
    labels = jax.random.randint(k_labels, (BATCHES, 16), 0, INTENTS)
    # each intent draws its words from its own slice of the vocabulary
    tokens = labels[..., None] * 7 + jax.random.randint(k_tokens, (BATCHES, 16, 5), 0, 7)
    return {"tokens": tokens, "labels": labels}


def main(epochs=3):
    key = jax.random.PRNGKey(0)
    params = init_params(key, VOCAB, DIM, INTENTS)
    data = make_epoch(key)
    losses = []
    for _ in range(epochs):
        params, epoch_loss = train_epoch(params, data, BATCHES, 1e-3)
        losses.append(float(epoch_loss))
    return params, losses


if __name__ == "__main__":
    print(main()[1])
