import jax

from protlm.data import make_batches
from protlm.model import next_aa_loss


def fit_epoch(params, batches, learning_rate):
    @jax.jit  # expect: JXL502
    def step(params, batch):
        loss, grads = jax.value_and_grad(next_aa_loss)(params, batch)
        return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads), loss

    losses = []
    for batch in batches:
        params, loss = step(params, batch)
        losses.append(float(loss))
    return params, losses


def fit(params, sequences, n_epochs, learning_rate, batch_size, length):
    """Evolutionary fine-tuning: keep training the language model on homologs of the protein of interest."""
    batches = make_batches(sequences, batch_size, length)
    history = []
    for _ in range(n_epochs):
        params, losses = fit_epoch(params, batches, learning_rate)
        history.append(sum(losses) / len(losses))
    return params, history
