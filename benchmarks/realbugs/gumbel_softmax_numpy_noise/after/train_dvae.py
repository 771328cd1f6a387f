import jax

from dvae.model import DiscreteVAE
from dvae.relaxed import GumbelSoftmax
from dvae.train import make_train_step


def main():
    model = DiscreteVAE(dim=6, num_codes=4, relaxation=GumbelSoftmax(temperature=0.5))
    params = model.init(jax.random.PRNGKey(0))
    x = jax.random.normal(jax.random.PRNGKey(1), (8, 6))
    train_step = make_train_step(model, learning_rate=0.0)
    key = jax.random.PRNGKey(2)
    codes_per_step = []
    for _ in range(3):
        key, sub = jax.random.split(key)
        params, loss, codes = train_step(params, x, sub)
        codes_per_step.append(codes)
    return codes_per_step


if __name__ == "__main__":
    print(main())
