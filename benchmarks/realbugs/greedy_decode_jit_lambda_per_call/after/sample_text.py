import jax
import jax.numpy as jnp

from charlm.generate import GreedyGenerator
from charlm.model import ContextMLP
from charlm.vocab import CharVocab

TEXT = "the king is in the castle. " * 20


def make_examples(vocab, block_size):
    ids = vocab.encode(TEXT)
    contexts = jnp.array([ids[i:i + block_size] for i in range(len(ids) - block_size)])
    targets = jnp.array(ids[block_size:])
    return contexts, targets


def train(model, vocab, steps=300, lr=1.0):
    contexts, targets = make_examples(vocab, model.block_size)
    params = model.init(jax.random.PRNGKey(0))

    @jax.jit
    def step(params):
        loss, grads = jax.value_and_grad(model.loss)(params, contexts, targets)
        return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss

    for _ in range(steps):
        params, loss = step(params)
    return params, float(loss)


def main():
    vocab = CharVocab(TEXT)
    model = ContextMLP(len(vocab))
    params, loss = train(model, vocab)
    generator = GreedyGenerator(model, vocab)
    return generator, params, loss


if __name__ == "__main__":
    generator, params, loss = main()
    print(f"loss {loss:.3f}:", generator.generate(params, "the ", 40))
