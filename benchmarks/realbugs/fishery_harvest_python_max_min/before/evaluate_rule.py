import jax.numpy as jnp

from fishstock.dynamics import SchaeferStock
from fishstock.policies import HockeyStickRule
from fishstock.projection import StockProjection


def main():
    stock = SchaeferStock(growth_rate=0.4, carrying_capacity=1000.0)
    rule = HockeyStickRule(threshold=200.0, rate=0.3, quota=80.0)
    projection = StockProjection(stock, rule, num_years=30)
    return projection.project(jnp.array([100.0, 300.0, 600.0, 900.0]))


if __name__ == "__main__":
    biomass, catch = main()
    print(biomass[:, -1], catch.max())
