import jax
import jax.numpy as jnp


class WeightedCrossEntropy:
    """Cross-entropy with a per-class weight, for imbalanced label sets."""

    def __init__(self, model, class_weights):
        self.model = model
        self.class_weights = jnp.asarray(class_weights)

    def example_loss(self, params, tokens, label):
        log_probs = jax.nn.log_softmax(self.model.logits(params, tokens))
        weight = jnp.take(self.class_weights, label)
        return -weight * log_probs[label]

    def __call__(self, params, tokens, labels):
        losses = jax.vmap(self.example_loss, in_axes=(None, 0, 0))(params, tokens, labels)
        return jnp.mean(losses)
