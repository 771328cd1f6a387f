import jax

from realopt.simulation import gbm_paths
from realopt.valuation import Field, always_operate, operate_or_shut


def main(reps=20_000, seed=0):
    field = Field()
    k_oil, k_cost = jax.random.split(jax.random.key(seed))
    oil = gbm_paths(k_oil, reps, field.years, 50.0, 0.02, 0.30, 1.0)
    cost = gbm_paths(k_cost, reps, field.years, field.operating_cost, 0.01, 0.10, 1.0)
    flexible = float(operate_or_shut(oil, cost, field))
    rigid = float(always_operate(oil, cost, field))
    print(f"NPV always operating {rigid / 1e6:.2f} MUSD, with the option to shut {flexible / 1e6:.2f} MUSD, "
          f"option value {(flexible - rigid) / 1e6:.2f} MUSD")
    return oil, flexible, rigid


if __name__ == "__main__":
    main()
