class IceAlbedoRamp:
    """Planetary albedo that ramps linearly from ice-covered to ice-free between two temperatures (K)."""

    def __init__(self, ice=0.7, ocean=0.3, cold=250.0, warm=280.0):
        self.ice = ice
        self.ocean = ocean
        self.cold = cold
        self.warm = warm

    def __call__(self, temperature):
        ramp = self.ice + (self.ocean - self.ice) * (temperature - self.cold) / (self.warm - self.cold)
        return max(self.ocean, min(self.ice, ramp))  # expect: JXL103
