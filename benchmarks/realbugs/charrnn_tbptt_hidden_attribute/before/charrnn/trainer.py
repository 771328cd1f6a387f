import jax
import jax.numpy as jnp


class TBPTTTrainer:
    """Truncated backpropagation through time: the hidden state runs on from chunk to chunk, gradients do not."""

    def __init__(self, model, learning_rate=0.5):
        self.model = model
        self.learning_rate = learning_rate
        self.hidden = None
        self._step = jax.jit(self.step)

    def loss(self, params, inputs, targets, hidden):
        logits, final_hidden = self.model.unroll(params, inputs, hidden)
        self.hidden = final_hidden  # expect: JXL202
        log_probs = jax.nn.log_softmax(logits)
        return -jnp.mean(jnp.take_along_axis(log_probs, targets[..., None], axis=-1))

    def step(self, params, inputs, targets, hidden):
        loss, grads = jax.value_and_grad(self.loss)(params, inputs, targets, hidden)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss

    def fit(self, params, chunks):
        hidden = self.model.initial_hidden(chunks[0][0].shape[0])
        losses = []
        for inputs, targets in chunks:
            params, loss = self._step(params, inputs, targets, hidden)
            hidden = jax.lax.stop_gradient(self.hidden)
            losses.append(float(loss))
        return params, losses
