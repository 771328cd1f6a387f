import jax

from baremetal.model import init_params, next_token_loss
from baremetal.optim import AdamW, SkipNonFinite


def make_step(optimizer):
    @jax.jit
    def train_step(params, opt_state, tokens):
        loss, grads = jax.value_and_grad(next_token_loss)(params, tokens)
        params, opt_state = optimizer.update(grads, opt_state, params)
        return params, opt_state, loss

    return train_step


def main(num_steps=40):
    optimizer = SkipNonFinite(AdamW())
    params = init_params(jax.random.PRNGKey(0))
    opt_state = optimizer.init(params)
    train_step = make_step(optimizer)
    tokens = jax.random.randint(jax.random.PRNGKey(1), (16, 12), 0, 4) * 3 % 16
    history = []
    for _ in range(num_steps):
        params, opt_state, loss = train_step(params, opt_state, tokens)
        history.append(float(loss))
    return history


if __name__ == "__main__":
    print(main()[-1])
