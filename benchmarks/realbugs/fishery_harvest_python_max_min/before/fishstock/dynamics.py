class SchaeferStock:
    """Logistic surplus production."""

    def __init__(self, growth_rate, carrying_capacity):
        self.growth_rate = growth_rate
        self.carrying_capacity = carrying_capacity

    def production(self, biomass):
        return self.growth_rate * biomass * (1.0 - biomass / self.carrying_capacity)
