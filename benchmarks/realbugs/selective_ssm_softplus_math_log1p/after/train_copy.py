import jax

from ssmlm.model import SSMLanguageModel


def main(num_steps=5, seq_len=64, lr=0.1):
    model = SSMLanguageModel()
    params = model.init(jax.random.PRNGKey(0))

    @jax.jit
    def step(params, tokens):
        loss, grads = jax.value_and_grad(model.loss)(params, tokens)
        return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss

    key = jax.random.PRNGKey(1)
    losses = []
    for _ in range(num_steps):
        key, sub = jax.random.split(key)
        pattern = jax.random.randint(sub, (8,), 0, model.vocab_size)
        params, loss = step(params, jax.numpy.tile(pattern, seq_len // 8))
        losses.append(float(loss))
    print("losses", losses)
    return losses


if __name__ == "__main__":
    main()
