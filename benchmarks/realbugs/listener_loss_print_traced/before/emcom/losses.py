import collections

import jax
import jax.numpy as jnp

ListenerLossOutputs = collections.namedtuple("ListenerLossOutputs", ["loss", "accuracy"])


class ListenerLoss:
    """Contrastive loss of the listener: pick the right target among the candidates."""

    def __init__(self, temperature=1.0):
        self.temperature = temperature

    def __call__(self, message_embedding, target_embeddings, target_index):
        logits = target_embeddings @ message_embedding / self.temperature
        log_probs = jax.nn.log_softmax(logits)
        outputs = ListenerLossOutputs(
            loss=-log_probs[target_index],
            accuracy=(jnp.argmax(logits) == target_index).astype(jnp.float32))
        print(outputs)  # expect: JXL201
        return outputs
