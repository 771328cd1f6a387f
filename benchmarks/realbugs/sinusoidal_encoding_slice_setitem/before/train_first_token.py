import jax
import numpy as np

from tinyformer.model import AttentionPoolClassifier

VOCAB, CLASSES, LENGTH = 12, 4, 16


def first_token_batches(num_batches, batch_size=64, seed=0):
    """The label is the first token (one of the first four words); the rest of the sequence is random words."""
    rng = np.random.default_rng(seed)
    batches = []
    for _ in range(num_batches):
        tokens = rng.integers(0, VOCAB, (batch_size, LENGTH))
        labels = rng.integers(0, CLASSES, batch_size)
        tokens[:, 0] = labels
        batches.append((tokens.astype(np.int32), labels.astype(np.int32)))
    return batches


def main(num_steps=300, learning_rate=0.1):
    model = AttentionPoolClassifier(VOCAB, CLASSES)
    params = model.init(jax.random.PRNGKey(0))
    loss_and_grad = jax.jit(jax.value_and_grad(model.loss))
    losses = []
    for tokens, labels in first_token_batches(num_steps):
        loss, grads = loss_and_grad(params, tokens, labels)
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
        losses.append(float(loss))
    return model, losses


if __name__ == "__main__":
    model, losses = main()
    print(f"loss {losses[0]:.3f} -> {losses[-1]:.3f}")
