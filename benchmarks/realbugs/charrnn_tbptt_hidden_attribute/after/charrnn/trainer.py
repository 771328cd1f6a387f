import jax
import jax.numpy as jnp


class TBPTTTrainer:
    """Truncated backpropagation through time: the hidden state runs on from chunk to chunk, gradients do not."""

    def __init__(self, model, learning_rate=0.5):
        self.model = model
        self.learning_rate = learning_rate
        self._step = jax.jit(self.step)

    def loss(self, params, inputs, targets, hidden):
        logits, final_hidden = self.model.unroll(params, inputs, hidden)
        log_probs = jax.nn.log_softmax(logits)
        return -jnp.mean(jnp.take_along_axis(log_probs, targets[..., None], axis=-1)), final_hidden

    def step(self, params, inputs, targets, hidden):
        (loss, final_hidden), grads = jax.value_and_grad(self.loss, has_aux=True)(params, inputs, targets, hidden)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        # the carried state leaves the compiled step as an output, cut from the graph of the next chunk
        return params, loss, jax.lax.stop_gradient(final_hidden)

    def fit(self, params, chunks):
        hidden = self.model.initial_hidden(chunks[0][0].shape[0])
        losses = []
        for inputs, targets in chunks:
            params, loss, hidden = self._step(params, inputs, targets, hidden)
            losses.append(float(loss))
        return params, losses
